// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal owner-controlled account: the devnet stand-in for a smart account.
contract SmartAccount {
    address public owner;

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    receive() external payable {}

    modifier onlyOwner() {
        require(msg.sender == owner, "SmartAccount: not owner");
        _;
    }

    function execute(address to, uint256 value, bytes calldata data) external onlyOwner {
        _call(to, value, data);
    }

    function executeBatch(address[] calldata to, uint256[] calldata value, bytes[] calldata data)
        external
        onlyOwner
    {
        require(to.length == value.length && to.length == data.length, "SmartAccount: lengths");
        for (uint256 i = 0; i < to.length; i++) {
            _call(to[i], value[i], data[i]);
        }
    }

    function _call(address to, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory result) = to.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }
}

/// Deploys accounts with CREATE2 so their address is known before deployment.
contract SmartAccountFactory {
    function createAccount(address owner, uint256 salt) external returns (address) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return predicted;
        return address(new SmartAccount{salt: bytes32(salt)}(owner));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initHash)))));
    }
}
